// vitest globalSetup: the test push service (tests/support/push-receiver.ts) on 127.0.0.1, which
// the Worker under test reaches with a real fetch; its port is provided as pushReceiverPort.
import type { TestProject } from "vitest/node";
import { startPushReceiver } from "../support/push-receiver.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pushReceiverPort: number;
  }
}

export default async function setup(project: TestProject) {
  const receiver = await startPushReceiver();
  project.provide("pushReceiverPort", receiver.port);
  return () => receiver.close();
}
