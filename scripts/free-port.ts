import { once } from "node:events";
import { createServer } from "node:net";

/** A port that was free a moment ago (the OS picks it); for test and benchmark servers. */
export const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  await once(server, "close");
  if (!address || typeof address === "string") {
    throw new Error("could not find a free port");
  }
  return address.port;
};
