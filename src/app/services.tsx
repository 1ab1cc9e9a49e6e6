import { createContext, useContext, type ReactNode } from 'react';
import { accountApi } from '../api/rest/account';
import type { AuthProvider } from '../api/auth-provider';
import { chatApi } from '../api/rest/chat';
import type { ApiClients } from '../api/clients';
import { deviceProfilesApi } from '../api/rest/device-profiles';
import { feedbackApi } from '../api/rest/feedback';
import { filesApi } from '../api/rest/files';
import { pinnedSourcesApi } from '../api/rest/pinned-sources';
import { paymentsApi } from '../api/rest/payments';
import { reportsApi } from '../api/rest/reports';
import { scenariosApi } from '../api/rest/scenarios';
import { aiStreamApi } from '../api/stream';
import { termsApi } from '../api/rest/terms';
import { testResultsApi } from '../api/rest/test-results';
import { watchApi } from '../api/rest/watch';

export interface AppServices {
  clients: ApiClients;
  account: ReturnType<typeof accountApi>;
  terms: ReturnType<typeof termsApi>;
  chat: ReturnType<typeof chatApi>;
  deviceProfiles: ReturnType<typeof deviceProfilesApi>;
  feedback: ReturnType<typeof feedbackApi>;
  files: ReturnType<typeof filesApi>;
  pinnedSources: ReturnType<typeof pinnedSourcesApi>;
  scenarios: ReturnType<typeof scenariosApi>;
  testResults: ReturnType<typeof testResultsApi>;
  reports: ReturnType<typeof reportsApi>;
  payments: ReturnType<typeof paymentsApi>;
  stream: ReturnType<typeof aiStreamApi>;
  watch: ReturnType<typeof watchApi>;
}

export function createAppServices({ clients, aiBaseUrl, auth }: { clients: ApiClients; aiBaseUrl: string; auth: AuthProvider }): AppServices {
  return {
    clients,
    account: accountApi(clients),
    terms: termsApi(clients),
    chat: chatApi(clients),
    deviceProfiles: deviceProfilesApi(clients),
    feedback: feedbackApi(clients),
    files: filesApi(clients),
    pinnedSources: pinnedSourcesApi(clients),
    scenarios: scenariosApi(clients),
    testResults: testResultsApi(clients),
    reports: reportsApi(clients),
    payments: paymentsApi(clients),
    stream: aiStreamApi({ aiBaseUrl, auth }),
    watch: watchApi(clients),
  };
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
