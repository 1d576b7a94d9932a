/** The countries module's public entry: other modules import it only here. */

export { countriesRoutes } from './countries.routes.ts';
export { findCountries, findCountryByCode, findCountryById } from './countries.service.ts';
