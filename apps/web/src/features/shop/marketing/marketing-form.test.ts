import { describe, expect, it } from 'vitest';
import { marketingFieldsFor, type ShopProduct } from '@club/contract';
import {
  addableFields,
  checkLogoFile,
  emptyValues,
  marketingFormSchema,
  remaining,
  serverErrorsToForm,
  shownFields,
  toMarketingData,
  validateForm,
  valuesFromStored,
} from './marketing-form';

const SERVICES = Array.from({ length: 8 }, (_, i) => ({ icon: `icon-${i}`, text: `Service ${i}` }));
const flyer = marketingFieldsFor('flyer', 'services');
const card = marketingFieldsFor('business-card-vertical');

const product = {
  uuid: '5b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11',
  variants: [
    { uuid: '6b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11', stock: 0 },
    { uuid: '7b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11', stock: 5 },
  ],
  settings: { bundle: 'flyer', subtype: 'services', fields: flyer },
} as unknown as ShopProduct;

const filled = () => ({
  ...emptyValues(product),
  companyName: 'Dachy Nowak',
  phone: '600 100 200',
  shortDescription: 'Okna dachowe od 20 lat',
  selectedImagePosition: 2,
  services: SERVICES.slice(0, 6).map((s) => s.icon),
});

describe('the marketing form (spec 03 §5)', () => {
  it('shows required and at-least-one fields; the other optional ones can be added', () => {
    expect(shownFields(flyer)).toEqual([
      'companyName',
      'phone',
      'email',
      'shortDescription',
      'longDescription',
    ]);
    expect(addableFields(flyer)).toEqual(['name', 'surname', 'address', 'link']);
    expect(shownFields(card)).toEqual(['name', 'surname', 'companyName', 'phone', 'email']);
  });

  it('starts on a variant in stock with a quantity of 1', () => {
    const values = emptyValues(product);
    expect(values.variant).toBe('7b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11');
    expect(values.quantity).toBe(1);
  });

  it('is valid when filled, with the services sent with their texts', () => {
    expect(validateForm(flyer, filled(), SERVICES)).toEqual({});
    const data = toMarketingData(flyer, filled(), SERVICES);
    expect(data).toEqual({
      companyName: 'Dachy Nowak',
      phone: '600 100 200',
      shortDescription: 'Okna dachowe od 20 lat',
      brandLogo: false,
      selectedImagePosition: 2,
      services: SERVICES.slice(0, 6),
    });
  });

  it('asks for phone or e-mail, a description, exactly N services and a cover', () => {
    const values = { ...emptyValues(product), companyName: 'Dachy', services: ['icon-1'] };
    expect(validateForm(flyer, values, SERVICES)).toEqual({
      phone: 'errors.needPhoneOrEmail',
      shortDescription: 'errors.needDescription',
      services: 'errors.needServices',
      selectedImagePosition: 'errors.needCoverImage',
    });
    expect(validateForm(flyer, { ...filled(), phone: '', email: 'biuro@dachy.pl' }, SERVICES)).toEqual({});
  });

  it('refuses an added optional field left empty, and forgets it once removed', () => {
    const added = { ...filled(), added: ['link', 'address'] };
    expect(validateForm(flyer, added, SERVICES)).toEqual({
      link: 'errors.required',
      'address.line1': 'errors.required',
    });
    expect(
      validateForm(
        flyer,
        { ...added, link: 'https://dachy.pl', address: { line1: 'ul. Długa 1', line2: '', line3: '' } },
        SERVICES,
      ),
    ).toEqual({});
    expect(validateForm(flyer, { ...added, added: [] }, SERVICES)).toEqual({});
  });

  it('limits the descriptions to 80 and 100 characters and counts what is left', () => {
    const long = { ...filled(), shortDescription: 'x'.repeat(81), longDescription: 'y'.repeat(101) };
    expect(validateForm(flyer, long, SERVICES)).toEqual({
      shortDescription: 'errors.shortDescriptionTooLong',
      longDescription: 'errors.longDescriptionTooLong',
    });
    expect(remaining('shortDescription', 'x'.repeat(30))).toBe(50);
    expect(remaining('longDescription', '')).toBe(100);
  });

  it('puts the rules on react-hook-form paths through the zod schema', () => {
    const result = marketingFormSchema(flyer, SERVICES).safeParse({ ...filled(), phone: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', 'errors.needPhoneOrEmail'],
    ]);
  });

  it('brings the stored form back for the same product, added fields included', () => {
    const values = valuesFromStored(product, {
      variant: '7b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11',
      quantity: 0,
      data: { companyName: 'Dachy', link: 'https://dachy.pl', services: [{ icon: 'icon-2', text: 'x' }] },
    });
    expect(values.companyName).toBe('Dachy');
    expect(values.added).toEqual(['link']);
    expect(values.services).toEqual(['icon-2']);
    expect(values.quantity).toBe(1);
  });

  it("maps the server's data.<field> errors to the form's fields with their keys", () => {
    expect(
      serverErrorsToForm({
        'data.phone': ['Enter a phone number or an e-mail address.'],
        'data.services': ['Choose exactly 6 services.'],
        'data.logo': ['The logo was not found. Upload it again.'],
        customer: ['x'],
      }),
    ).toEqual({
      phone: 'errors.needPhoneOrEmail',
      services: 'errors.needServices',
      logo: 'errors.logoNotFound',
    });
  });

  it('checks a logo in the browser: too large, wrong type, or fine', () => {
    expect(checkLogoFile({ size: 10_000_001, type: 'image/png', name: 'logo.png' })).toBe(
      'errors.logoTooLarge',
    );
    expect(checkLogoFile({ size: 10_000_000, type: 'image/png', name: 'logo.png' })).toBeNull();
    expect(checkLogoFile({ size: 100, type: 'text/plain', name: 'notes.txt' })).toBe('errors.logoWrongType');
    expect(checkLogoFile({ size: 100, type: '', name: 'logo.EPS' })).toBeNull();
  });
});
