import { describe, expect, it } from 'vitest';
import { parliamentFieldKey, surveyListFieldKey } from './api.js';
import { surveyListQuery, toDawumSurvey, toDawumSyncStatus, trendQuery } from './mapping.js';

const survey = {
  id: '3035',
  date: '2026-11-20',
  period_start: '2026-11-14',
  period_end: null,
  surveyed_persons: null,
  parliament: { id: '0', shortcut: 'Bundestag', name: 'Bundestag' },
  institute: { id: '99', name: '99' },
  tasker: null,
  method: null,
};

describe('DAWUM mapping', () => {
  it('sends only the given filters under their REST names, and paging as the lists do', () => {
    expect(
      surveyListQuery({ filter: { parliamentId: '0', instituteId: null, from: '', to: '2026-11-30' } }, 'en'),
    ).toEqual({
      filter: { parliament: '0', to: '2026-11-30' },
    });
    expect(
      surveyListQuery({ page: 3, perPage: 50, orderBy: 'DATE', direction: 'DESC', filter: {} }, 'en'),
    ).toEqual({
      page: 3,
      itemsPerPage: 50,
      order: { date: 'desc' },
    });
  });

  it('leaves a trend’s period to the backend unless given', () => {
    expect(trendQuery({ parliamentId: '3' })).toEqual({ parliament: '3' });
    expect(trendQuery({ parliamentId: '3', from: '2026-01-01', to: null })).toEqual({
      parliament: '3',
      from: '2026-01-01',
    });
  });

  it('names 422 keys by the GraphQL arguments', () => {
    expect(surveyListFieldKey('filter.parliament')).toBe('filter.parliamentId');
    expect(surveyListFieldKey('filter.institute')).toBe('filter.instituteId');
    expect(surveyListFieldKey('filter.from')).toBe('filter.from');
    expect(surveyListFieldKey('itemsPerPage')).toBe('perPage');
    expect(parliamentFieldKey('parliament')).toBe('parliamentId');
    expect(parliamentFieldKey('to')).toBe('to');
  });

  it('gives a survey a period only with both days, and no results unless it came with them', () => {
    const mapped = toDawumSurvey(survey);
    expect(mapped).toEqual({
      id: '3035',
      date: '2026-11-20',
      period: null,
      persons: null,
      parliament: survey.parliament,
      institute: { id: '99', name: '99' },
      tasker: null,
      method: null,
    });
    expect(toDawumSurvey({ ...survey, results: [] }).results).toEqual([]);
  });

  it('answers a status before the first sync with the attribution all the same', () => {
    const status = toDawumSyncStatus({
      last_sync_at: null,
      last_update: null,
      outcome: null,
      error: null,
      survey_count: 0,
      unknown_references: [{ kind: 'party', id: '12', surveys: 1 }],
    });
    expect(status).toMatchObject({ lastSyncAt: null, outcome: null, surveyCount: 0 });
    expect(status.unknownReferences).toEqual([{ kind: 'PARTY', id: '12', surveys: 1 }]);
    expect(status.attribution.licence).toBe('Open Database License (ODbL)');
  });
});
