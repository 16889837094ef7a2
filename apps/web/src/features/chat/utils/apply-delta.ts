/**
 * Applies a `message.delta` piece to the bot answer received so far: `text` goes at character `offset`
 * (UTF-16 units, as the server counts them), replacing whatever was there; offset 0 starts the answer afresh
 * (a retried reply). A piece past the end means pieces were missed: the text so far is kept as it is and the
 * final message (`message.completed`) will replace it.
 */
export function applyDelta(current: string, offset: number, text: string): string {
  if (offset > current.length) return current;
  return current.slice(0, offset) + text;
}
