import { describe, expect, it } from 'vitest';
import { createMessageSeal } from './message-seal';

const ID = '0b6c1f5e-8a51-4f3e-9d7c-2f4a1e0c9b11';
const OTHER_ID = '0b6c1f5e-8a51-4f3e-9d7c-2f4a1e0c9b12';

describe('sealed message bodies', () => {
  const seal = createMessageSeal('s'.repeat(32));

  it('opens what it sealed, and the sealed text carries nothing of the message', () => {
    const sealed = seal.seal('Your code: 48213', ID);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('48213');
    expect(seal.seal('Your code: 48213', ID)).not.toBe(sealed);
    expect(seal.open(sealed, ID)).toBe('Your code: 48213');
  });

  it('opens nothing sealed with another secret, for another row, changed, or not sealed at all', () => {
    const sealed = seal.seal('Your code: 48213', ID);
    expect(createMessageSeal('t'.repeat(32)).open(sealed, ID)).toBeNull();
    expect(seal.open(sealed, OTHER_ID)).toBeNull();
    const [version, iv, tag, body = ''] = sealed.split('.');
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(seal.open([version, iv, tag, flipped].join('.'), ID)).toBeNull();
    expect(seal.open('Your code: 48213', ID)).toBeNull();
    expect(seal.open('v1.a.b', ID)).toBeNull();
  });
});
