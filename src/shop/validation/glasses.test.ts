import { describe, expect, it } from 'vitest';
import { nb } from '../../i18n/nb';
import { nbProduct } from '../../i18n/nb.product';
import type { GlassesIssue, GlassesRuleError } from '../prescription/glasses';
import { LENS_COLOUR_CONFLICT_MESSAGE, glassesIssueMessage, glassesIssueMessages } from './glasses';

const ERRORS: GlassesRuleError[] = [
  'sphereRequired',
  'sphereInvalid',
  'cylinderInvalid',
  'axisInvalid',
  'axisWithoutCylinder',
  'axisRequired',
  'additionInvalid',
  'sphereAdditionTooHigh',
  'pupillaryDistanceRequired',
  'pupillaryDistanceInvalid',
  'pupillaryDistanceTotal',
  'workingDistanceRequired',
  'workingDistanceInvalid',
  'workingDistanceTooFar',
  'notConfirmed',
];

const texts: Record<string, unknown> = { ...nb, ...nbProduct };

describe('glasses rule messages', () => {
  it.each<[GlassesIssue, string]>([
    [{ field: 'right.sphere', error: 'sphereRequired' }, 'Skriv sfære for høyre øye.'],
    [{ field: 'left.sphere', error: 'sphereRequired' }, 'Skriv sfære for venstre øye.'],
    [{ field: 'right.pupillaryDistance', error: 'pupillaryDistanceRequired' }, 'Skriv PD for høyre øye.'],
    [{ field: 'left.pupillaryDistance', error: 'pupillaryDistanceRequired' }, 'Skriv PD for venstre øye.'],
    [
      { field: 'left.addition', error: 'sphereAdditionTooHigh' },
      'Sfære pluss addisjon kan ikke være mer enn +4,00.',
    ],
    [{ field: 'right.axis', error: 'axisWithoutCylinder' }, 'Akse kan bare fylles ut når du har sylinder.'],
    [
      { field: 'workingDistances.other', error: 'workingDistanceTooFar' },
      'Arbeidsavstand kan være høyst 500 cm.',
    ],
    [
      { field: 'confirmedUnderOneYear', error: 'notConfirmed' },
      'Bekreft at resepten er under ett år gammel.',
    ],
  ])('%j says %j', (issue, text) => {
    expect(texts[glassesIssueMessage(issue)]).toBe(text);
  });

  it.each(ERRORS)('%s has its own message in the catalogue', (error) => {
    const key = glassesIssueMessage({ field: 'right.sphere', error });
    expect(typeof texts[key]).toBe('string');
  });

  it('gives every rule a message of its own', () => {
    const keys = ERRORS.map((error) => glassesIssueMessage({ field: 'right.sphere', error }));
    expect(new Set(keys).size).toBe(ERRORS.length);
  });

  it('keeps the order of the issues', () => {
    expect(
      glassesIssueMessages([
        { field: 'right.sphere', error: 'sphereRequired' },
        { field: 'confirmedUnderOneYear', error: 'notConfirmed' },
      ]).map((entry) => entry.field),
    ).toEqual(['right.sphere', 'confirmedUnderOneYear']);
  });

  it('names the colour in the lens colour message', () => {
    expect(texts[LENS_COLOUR_CONFLICT_MESSAGE]).toContain('{colour}');
  });
});
