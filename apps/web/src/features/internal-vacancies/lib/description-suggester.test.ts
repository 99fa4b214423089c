import { describe, expect, it } from 'vitest';
import { composeVacancyDescription } from './description-suggester';

const input = {
  title: 'Timmerman',
  jobTitleId: 'id',
  jobTitleLabel: 'Timmerman',
  hoursMin: 32,
  hoursMax: 40,
  educationLevelCode: null,
  city: 'Utrecht',
  employerName: 'Bouwbedrijf Van Dijk & Zn',
};

describe('the built-in vacancy description suggester', () => {
  it('writes a Dutch draft from the occupation: tasks from its description, its usual education, the form’s hours and place', () => {
    const html = composeVacancyDescription(input, {
      label: 'Timmerman',
      description: 'Maakt kozijnen en trappen. Plaatst bekistingen op de bouwplaats; leest bouwtekeningen.',
      commonEducationLevel: 'mbo2',
      commonHours: '33To40',
    });
    expect(html).toContain('<p>Bouwbedrijf Van Dijk &amp; Zn zoekt een timmerman in Utrecht.');
    expect(html).toContain('<h3>Wat ga je doen?</h3>');
    expect(html).toContain('<li>Maakt kozijnen en trappen</li>');
    expect(html).toContain('<li>Plaatst bekistingen op de bouwplaats</li>');
    expect(html).toContain('Een opleiding op het niveau MBO niveau 2 is gebruikelijk in dit vak.');
    expect(html).toContain('<li>Werk voor 32 - 40 uur per week.</li>');
    expect(html).toContain('<li>Een werkplek in Utrecht.</li>');
  });

  it('takes the occupation’s usual hours when the form has none, and still writes a text without an occupation', () => {
    const withHours = composeVacancyDescription(
      { ...input, hoursMin: null, hoursMax: null, educationLevelCode: 'mbo3' },
      { label: 'Timmerman', description: null, commonEducationLevel: 'mbo2', commonHours: '25To32' },
    );
    expect(withHours).toContain('Werk voor 25 tot 32 uur per week.');
    expect(withHours).toContain('Je hebt een opleiding op het niveau MBO niveau 3.');
    const bare = composeVacancyDescription({ ...input, jobTitleId: null, employerName: null, city: null }, null);
    expect(bare).toContain('<p>Wij zoeken een timmerman.');
    expect(bare).toContain('Je werkt als timmerman');
  });
});
