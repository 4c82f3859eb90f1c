import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: RunningServer | undefined;

/** One real server with a fresh, seeded database for the whole browser suite. */
export async function setup(project: TestProject) {
  server = await startServer();
  project.provide('baseURL', server.url);
}

export async function teardown() {
  await server?.stop();
}
