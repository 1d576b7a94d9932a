import { z } from 'zod';

export const ZCountry = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().length(2),
  dialCode: z.number().int(),
  hasZip: z.boolean(),
});

export const ZCountriesResponse = z.array(ZCountry);

export type TCountry = z.infer<typeof ZCountry>;
export type TCountriesResponse = z.infer<typeof ZCountriesResponse>;
