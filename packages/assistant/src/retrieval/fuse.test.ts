import { describe, expect, it } from 'vitest';
import { fuseRankings, type FusionCandidate } from './fuse.ts';

const entry = (sourceRank: number, coverage: number): FusionCandidate => ({ source: 'entry', sourceRank, coverage, relativeScore: 1 / sourceRank });
const passage = (sourceRank: number, coverage: number): FusionCandidate => ({ source: 'passage', sourceRank, coverage, relativeScore: 1 / sourceRank });

describe('fuseRankings', () => {
  it('puts first the best apartado when it covers clearly more of the question than the best entry', () => {
    expect(fuseRankings([entry(1, 0.45), entry(2, 0.4), passage(1, 0.9), passage(2, 0.5)])).toEqual([2, 0, 1, 3]);
  });

  it('puts first the best entry when it covers as much, or nearly as much', () => {
    expect(fuseRankings([passage(1, 0.9), entry(1, 0.9)])).toEqual([1, 0]);
    expect(fuseRankings([passage(1, 0.85), entry(1, 0.75)])).toEqual([1, 0]);
  });

  it('keeps the order of each search', () => {
    const order = fuseRankings([entry(1, 0.4), entry(2, 1), entry(3, 0.9), passage(1, 0.6), passage(2, 0.95)]);
    const entries = order.filter((position) => position < 3);
    const passages = order.filter((position) => position >= 3);
    expect(entries).toEqual([0, 1, 2]);
    expect(passages).toEqual([3, 4]);
  });
});
