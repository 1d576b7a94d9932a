declare module 'geoip-country' {
  interface GeoCountry {
    /** ISO 3166-1 alpha-2 */
    country: string;
    name: string;
  }
  const geoip: { lookup(ip: string): GeoCountry | null };
  export default geoip;
}
