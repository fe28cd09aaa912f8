// XMLTV for the EPG tests: a feed around 2026-11-24 12:00 UTC carrying the damage real feeds carry.

export const NOW = new Date('2026-11-24T12:00:00Z');

/** A channel element. */
export const channel = (id: string, ...names: string[]) =>
  `<channel id="${id}">${names.map((n) => `<display-name>${n}</display-name>`).join('')}` +
  `<icon src="http://logo/${id}.png"/></channel>\n`;

/** A programme element; `stop` null leaves the attribute out. */
export const programme = (id: string, start: string, stop: string | null, inner: string) =>
  `<programme start="${start}"${stop === null ? '' : ` stop="${stop}"`} channel="${id}">${inner}</programme>\n`;

/**
 * The damaged feed: offsets and zone names, a missing stop, HTML entities and a bare `&`, mojibake, unknown
 * elements, programmes outside the window, one without channel, one with an unreadable start, one that never ends.
 */
export const FEED =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE tv SYSTEM "xmltv.dtd">\n<tv generator-info-name="test">\n' +
  channel('one.de', 'One') +
  channel('ard.de', 'Das Erste') +
  channel('zdf.de', 'ZDF') +
  channel('tele5.de', 'Tele 5') +
  channel('other', 'Other') +
  programme('one.de', '20261124100000 +0000', '20261124113000 +0000', '<title>Early</title>') +
  // 11:30 UTC; no stop: ends when the next one starts
  programme(
    'one.de',
    '20261124123000 +0100',
    null,
    '<title lang="de">News &amp; Weather</title><sub-title>Part&nbsp;1</sub-title>' +
      '<desc>Rain & sun</desc><category>News</category><category>Weather</category><foo-bar/>',
  ) +
  // 12:00–13:00 UTC, zone names; the title is UTF-8 once read as Latin-1
  programme('one.de', '20261124130000 CET', '20261124140000 Europe/Berlin', '<title>Ãœberraschung</title>') +
  programme('one.de', '20261120100000 +0000', '20261120110000 +0000', '<title>Last week</title>') +
  programme('one.de', '20261210100000 +0000', '20261210110000 +0000', '<title>Next month</title>') +
  programme('ard.de', '20261124110000', '20261124130000', '<title>Tagesschau</title><unknown-thing/>') +
  programme('zdf.de', '20261124110000 +0000', '20261124123000 +0000', '<title>heute</title>') +
  programme('tele5.de', '20261124110000 +0000', '20261124130000 +0000', '<title>Film</title>') +
  programme('other', '20261124110000 +0000', '20261124130000 +0000', '<title>Elsewhere</title>') +
  '<programme start="20261124110000 +0000" stop="20261124120000 +0000"><title>Nowhere</title></programme>\n' +
  programme('zdf.de', 'garbage', '20261124120000 +0000', '<title>Bad</title>') +
  programme('other', '20261124130000 +0000', null, '<title>Never ends</title>') +
  '</tv>\n';
