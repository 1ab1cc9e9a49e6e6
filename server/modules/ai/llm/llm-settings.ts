/** The OpenAI-compatible model to ask (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS). */
export interface LlmSettings {
  baseUrl: string;
  /** Absent for local servers such as Ollama. */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}
