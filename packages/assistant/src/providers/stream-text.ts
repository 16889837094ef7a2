import { splitIntoChunks } from '../compose/split-chunks.ts';

/** Sends a finished text through `onDelta` sentence by sentence, yielding between pieces. */
export async function streamText(text: string, onDelta: ((text: string) => void) | undefined, signal?: AbortSignal): Promise<void> {
  if (!onDelta) return;
  for (const chunk of splitIntoChunks(text)) {
    signal?.throwIfAborted();
    onDelta(chunk);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
