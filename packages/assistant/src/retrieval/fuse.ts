/** One result of one of the searches being fused. */
export interface FusionCandidate {
  /** Which search found it: the knowledge base or the legislation. */
  source: 'entry' | 'passage';
  /** 1 for the best of its own search. */
  sourceRank: number;
  /** Share of the question it matches (comparable across searches: both are shares of the question's weight). */
  coverage: number;
  /** Its score over the best score of its own search, 0–1: breaks ties between equal coverages. */
  relativeScore: number;
}

/** The constant of reciprocal rank fusion: keeps one first place from outweighing two good ranks. */
export const RRF_K = 10;
/** Coverage is compared in steps of this size, so small differences leave each search's own order. */
const COVERAGE_STEP = 0.1;
/** An entry counts as covering this much more: the law must cover clearly more of the question to rank above it. */
const ENTRY_COVERAGE_PRIOR = 0.15;

function rankingCoverage(candidate: FusionCandidate): number {
  const coverage = candidate.coverage + (candidate.source === 'entry' ? ENTRY_COVERAGE_PRIOR : 0);
  return Math.floor(coverage / COVERAGE_STEP + 1e-9);
}

/**
 * Reciprocal rank fusion of the two searches (knowledge base and legislation) plus a third ranking of all their
 * results by how much of the question each covers, the one measure they share. A result's fused score is
 * Σ 1 / (RRF_K + rank) over the rankings it is in: so the best entry and the best apartado each lead their own
 * list, and what decides between them is which covers more of the question. An entry is given a head start in
 * that ranking and wins ties: our own words explain better than the raw law. Returns the candidates' positions,
 * best first.
 */
export function fuseRankings(candidates: readonly FusionCandidate[]): number[] {
  const byCoverage = candidates
    .map((candidate, position) => ({ candidate, position, coverage: rankingCoverage(candidate) }))
    .sort(
      (a, b) =>
        b.coverage - a.coverage ||
        (a.candidate.source === b.candidate.source ? 0 : a.candidate.source === 'entry' ? -1 : 1) ||
        b.candidate.relativeScore - a.candidate.relativeScore,
    );
  const fused = new Float64Array(candidates.length);
  byCoverage.forEach(({ position }, rank) => {
    fused[position] = 1 / (RRF_K + rank + 1) + 1 / (RRF_K + (candidates[position] as FusionCandidate).sourceRank);
  });
  // Merge the two searches by fused score, each keeping its own order: fusion decides which source speaks next,
  // never the order of entries among themselves (BM25F ranks those better than coverage alone).
  const bySource = (source: FusionCandidate['source']) =>
    candidates
      .map((candidate, position) => ({ candidate, position }))
      .filter((item) => item.candidate.source === source)
      .sort((a, b) => a.candidate.sourceRank - b.candidate.sourceRank)
      .map((item) => item.position);
  const entries = bySource('entry');
  const passages = bySource('passage');
  const merged: number[] = [];
  while (entries.length > 0 || passages.length > 0) {
    const entry = entries[0];
    const passage = passages[0];
    const takeEntry = passage === undefined || (entry !== undefined && (fused[entry] as number) >= (fused[passage] as number));
    merged.push((takeEntry ? entries.shift() : passages.shift()) as number);
  }
  return merged;
}
