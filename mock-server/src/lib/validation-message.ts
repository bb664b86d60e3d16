import type { FastifySchemaValidationError } from 'fastify';

/**
 * Turns Ajv errors into one sentence that names the field and the problem. Ajv reports a union of
 * literals as one "must be equal to constant" per branch; those are folded into "must be one of ...".
 */
export const validationMessage = (errors: FastifySchemaValidationError[], dataVar: string) => {
  const first = errors[0];
  if (!first) return `${dataVar} is invalid`;
  const field = `${dataVar}${(first.instancePath || '').replace(/\//g, '.')}`;
  const allowed = errors
    .filter((e) => e.keyword === 'const' && e.instancePath === first.instancePath)
    .map((e) => JSON.stringify((e.params as { allowedValue?: unknown }).allowedValue));
  if (allowed.length > 0) return `${field} must be one of ${allowed.join(', ')}`;
  if (first.keyword === 'required') {
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    return `${field}.${missing} is required`;
  }
  if (first.keyword === 'additionalProperties') {
    const extra = (first.params as { additionalProperty?: string }).additionalProperty;
    return `${field}.${extra} is not a known field`;
  }
  if (first.keyword === 'pattern')
    return `${field} has the wrong format (${describePattern(String((first.params as { pattern?: string }).pattern))})`;
  return `${field} ${first.message ?? 'is invalid'}`;
};

const describePattern = (pattern: string) => {
  if (pattern.includes('-(0[1-9]|1[0-2])-')) return 'expected YYYY-MM-DD';
  if (pattern.includes('(0[1-9]|1[0-2])$')) return 'expected YYYY-MM';
  if (pattern === '^1\\d{10}$') return 'expected an 11-digit mobile number';
  if (pattern === '^\\d{6}$') return 'expected 6 digits';
  return `must match ${pattern}`;
};
