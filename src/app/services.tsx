import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClients } from '../api/clients';
import { termsApi } from '../api/terms';

export interface AppServices {
  clients: ApiClients;
  terms: ReturnType<typeof termsApi>;
}

export function createAppServices(clients: ApiClients): AppServices {
  return { clients, terms: termsApi(clients) };
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
