/**
 * Issue 30: the query validator ships without the schema's prose (tooling/build/generate.ts
 * `withoutProse`), since the compiled code keeps the schema it was compiled from.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { withoutProse } from '../../tooling/build/generate';
import { ROOT } from '../support/project';

describe('the query validator without prose', () => {
  it('drops titles, descriptions, comments, examples and annotations at every level, and nothing else', () => {
    const schema = {
      title: 'T',
      description: 'D',
      type: 'object',
      properties: {
        description: { type: 'string', description: 'a parameter named description', patternErrorMessage: 'p', pattern: '^a$' },
        mode: { enum: ['title', 'description'], $comment: 'c', examples: ['x'] },
      },
      anyOf: [{ required: ['mode'], markdownDescription: 'm' }],
    };
    expect(withoutProse(schema)).toEqual({
      type: 'object',
      properties: { description: { type: 'string', pattern: '^a$' }, mode: { enum: ['title', 'description'] } },
      anyOf: [{ required: ['mode'] }],
    });
  });

  it('the generated validator holds none of the schema prose', () => {
    const schema = JSON.parse(readFileSync(`${ROOT}/schemas/query.schema.json`, 'utf8')) as {
      description: string;
      properties: Record<string, { description?: string }>;
    };
    const code = readFileSync(`${ROOT}/src/generated/query.validator.js`, 'utf8');
    expect(code).not.toContain(schema.description);
    for (const p of Object.values(schema.properties)) if (p.description) expect(code).not.toContain(p.description);
  });
});
