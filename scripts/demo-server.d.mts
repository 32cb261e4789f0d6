export function startDemoServer(opts: {
  entry: string;
  tag: string;
  stdout?: 'inherit' | 'ignore';
  timeoutMs?: number;
}): Promise<{ base: string; demoToken(persona: string): Promise<string>; stop(): Promise<void> }>;
