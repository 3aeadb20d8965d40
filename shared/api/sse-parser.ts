/** One server-sent event: its name ("message" when the block names none) and its data lines joined by "\n". */
export interface SseMessage {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds decoded text as it arrives; answers the messages completed by it. */
  push: (chunk: string) => SseMessage[];
  /** The stream ended: answers a last message the server did not close with a blank line. */
  end: () => SseMessage[];
}

/**
 * An incremental `text/event-stream` parser (the WHATWG rules that matter here): lines end with
 * "\n", "\r\n" or "\r", even when a chunk splits them; "event:" names the message, "data:" lines
 * accumulate, a blank line dispatches it; comments (":" lines), "id:" and "retry:" are skipped, and
 * a block without data dispatches nothing.
 */
export const createSseParser = (): SseParser => {
  let buffer = "";
  let eventName = "";
  let dataLines: string[] = [];

  const dispatch = (messages: SseMessage[]) => {
    if (dataLines.length > 0) {
      messages.push({ event: eventName || "message", data: dataLines.join("\n") });
    }
    eventName = "";
    dataLines = [];
  };

  const readLine = (line: string, messages: SseMessage[]) => {
    if (line === "") {
      dispatch(messages);
      return;
    }
    if (line.startsWith(":")) {
      return;
    }
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") {
      eventName = value;
    } else if (field === "data") {
      dataLines.push(value);
    }
  };

  const drainLines = (final: boolean): SseMessage[] => {
    const messages: SseMessage[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      if (!match) {
        break;
      }
      // A lone "\r" at the end may be the first half of "\r\n" split across chunks: wait for more.
      if (match[0] === "\r" && match.index === buffer.length - 1 && !final) {
        break;
      }
      readLine(buffer.slice(0, match.index), messages);
      buffer = buffer.slice(match.index + match[0].length);
    }
    return messages;
  };

  return {
    push: (chunk) => {
      buffer += chunk;
      return drainLines(false);
    },
    end: () => {
      const messages = drainLines(true);
      if (buffer !== "") {
        readLine(buffer, messages);
        buffer = "";
      }
      dispatch(messages);
      return messages;
    },
  };
};
