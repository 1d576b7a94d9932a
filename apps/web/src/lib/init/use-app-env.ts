import { useInit } from './get-init';

/** The deployment environment from init, else the build mode. */
export function useAppEnv(): string {
  const init = useInit();
  return init.data?.env.appEnv ?? import.meta.env.MODE;
}

export function useIsProduction(): boolean {
  return useAppEnv() === 'production';
}

/** Only when the init answer says so: no build mode stands in for it. */
export function useIsDevelopment(): boolean {
  return useInit().data?.env.appEnv === 'development';
}
