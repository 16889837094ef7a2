/** The part of `negotiator` 1.x this API uses: the package ships no types, and `@types/negotiator` describes 0.6. */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The available encodings the request accepts, most preferred first (`preferred` breaks ties of equal `q`). */
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
