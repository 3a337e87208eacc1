import { describe, expect, it } from 'vitest';
import {
  MARKETING_MESSAGES,
  marketingFieldsFor,
  needServicesMessage,
  pickMarketingData,
  validateMarketingData,
} from './marketing.rules';

const services = (n: number) => Array.from({ length: n }, (_, i) => ({ icon: `s${i}`, text: `S ${i}` }));

describe('marketingFieldsFor (spec 03 §5, §9)', () => {
  it('gives the service counts 4, 5, 6 and the cover image counts of the spec', () => {
    expect(marketingFieldsFor('business-card-horizontal').servicesCount).toBe(4);
    expect(marketingFieldsFor('business-card-vertical').servicesCount).toBe(5);
    expect(marketingFieldsFor('flyer', 'services').servicesCount).toBe(6);
    expect(marketingFieldsFor('flyer', 'dsp').servicesCount).toBe(0);
    expect(marketingFieldsFor('banner').coverImages).toBe(6);
    expect(marketingFieldsFor('billboard').coverImages).toBe(5);
    expect(
      (['services', 'electric', 'replacement', 'dsp'] as const).map(
        (s) => marketingFieldsFor('flyer', s).coverImages,
      ),
    ).toEqual([7, 3, 5, 1]);
    expect(marketingFieldsFor('sticker').coverImages).toBe(0);
  });

  it('asks phone or e-mail always, and a description on flyers only', () => {
    expect(marketingFieldsFor('banner').atLeastOne).toEqual([['phone', 'email']]);
    expect(marketingFieldsFor('flyer', 'electric').atLeastOne).toEqual([
      ['phone', 'email'],
      ['shortDescription', 'longDescription'],
    ]);
    expect(marketingFieldsFor('sticker').required.map((f) => f.name)).toContain('link');
    expect(marketingFieldsFor('banner').required[0]).toEqual({
      name: 'companyName',
      label: 'fields.companyName',
      group: 'required',
    });
  });
});

describe('validateMarketingData (spec 03 §5)', () => {
  const card = marketingFieldsFor('business-card-horizontal');
  const good = {
    name: 'Anna',
    surname: 'Nowak',
    companyName: 'Dachy',
    email: 'a@b.pl',
    services: services(4),
  };

  it('accepts a complete form', () => {
    expect(validateMarketingData(card, good)).toEqual({});
  });

  it('names each missing required field, the missing contact and the wrong count of services', () => {
    expect(validateMarketingData(card, { name: ' ', services: services(3) })).toEqual({
      name: [MARKETING_MESSAGES.required],
      surname: [MARKETING_MESSAGES.required],
      companyName: [MARKETING_MESSAGES.required],
      phone: [MARKETING_MESSAGES.needPhoneOrEmail],
      services: [needServicesMessage(4)],
    });
    expect(needServicesMessage(5)).toBe('Choose exactly 5 services.');
  });

  it('refuses an optional field that was added and left empty, and services not from the list or twice', () => {
    expect(validateMarketingData(card, { ...good, link: '' })).toEqual({
      link: [MARKETING_MESSAGES.required],
    });
    expect(validateMarketingData(card, { ...good, address: { line1: '' } })).toEqual({
      'address.line1': [MARKETING_MESSAGES.required],
    });
    const twice = [...services(3), { icon: 's0', text: 'again' }];
    expect(validateMarketingData(card, { ...good, services: twice }, ['s0', 's1', 's2'])).toEqual({
      services: [MARKETING_MESSAGES.duplicateService],
    });
    expect(validateMarketingData(card, { ...good, services: services(4) }, ['s0'])).toEqual({
      services: [MARKETING_MESSAGES.unknownService],
    });
  });

  it('asks a flyer for a description within 80 and 100 characters and a cover among its images', () => {
    const flyer = marketingFieldsFor('flyer', 'electric');
    const base = { companyName: 'Dachy', phone: '600100200', selectedImagePosition: 2 };
    expect(validateMarketingData(flyer, base)).toEqual({
      shortDescription: [MARKETING_MESSAGES.needDescription],
    });
    expect(validateMarketingData(flyer, { ...base, longDescription: 'x'.repeat(100) })).toEqual({});
    expect(
      validateMarketingData(flyer, {
        ...base,
        shortDescription: 'x'.repeat(81),
        longDescription: 'x'.repeat(101),
        selectedImagePosition: 4,
      }),
    ).toEqual({
      shortDescription: [MARKETING_MESSAGES.shortDescriptionTooLong],
      longDescription: [MARKETING_MESSAGES.longDescriptionTooLong],
      selectedImagePosition: [MARKETING_MESSAGES.needCoverImage],
    });
  });

  it('keeps only the fields the form prints', () => {
    const banner = marketingFieldsFor('banner');
    expect(
      pickMarketingData(banner, {
        companyName: 'D',
        phone: '1',
        surname: 'x',
        services: services(2),
        selectedImagePosition: 1,
      }),
    ).toEqual({ companyName: 'D', phone: '1', selectedImagePosition: 1 });
  });
});
