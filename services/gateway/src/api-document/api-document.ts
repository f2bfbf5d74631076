import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SchemaObject, SwaggerModule } from '@nestjs/swagger';
import { GatewayConfig } from '../config/gateway.config';
import { SESSION_COOKIE, sessionCookieName } from '../session/session-options';
import { dtoSchemas, schemaRef } from './request-schemas';
import { RESPONSE_SCHEMAS } from './response-schemas';

/**
 * The OpenAPI document of every /api route, read from the controllers: request bodies with
 * the DTOs' validation rules, parameters, answers and errors, admin routes marked as needing
 * the session cookie.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Caddie API')
    .setDescription(
      'Customer-support chat over the FAQs of a shop, and their administration. Admin routes need ' +
        'the session cookie that POST /api/auth/login sets. State-changing requests from a ' +
        'browser must come from the same origin. Every response carries X-Request-Id.',
    )
    // The API's own version (a breaking change raises it), not the package's.
    .setVersion('1')
    // Relative: the gateway that serves the document, whatever its address.
    .addServer('/')
    // The scheme is named as AdminOnly's @ApiCookieAuth(SESSION_COOKIE) requires it (a client
    // generator looks the requirement's name up among the declared schemes); the cookie it
    // carries is the one this gateway sets (__Host- prefixed with COOKIE_SECURE=true).
    .addCookieAuth(
      sessionCookieName(app.get(GatewayConfig)),
      { type: 'apiKey', in: 'cookie' },
      SESSION_COOKIE,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config);
  // Public unless an operation says otherwise: only the admin operations require the cookie.
  document.security = [];
  document.components = {
    ...document.components,
    schemas: withDtoRules(document.components?.schemas ?? {}, document.paths),
  };
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path)) {
      if (typeof operation !== 'object' || !('responses' in operation)) continue;
      operation.responses.default ??= {
        description: 'An error, with a message that says what to do',
        content: { 'application/json': { schema: schemaRef('ApiError') } },
      };
    }
  }
  return document;
}

/**
 * Swagger names each @Body() DTO but, without @ApiProperty on its fields, leaves it empty:
 * each is replaced by the schema of its class-validator rules, and the DTOs those refer to
 * (a nested choice, an import row) are added.
 */
function withDtoRules(
  named: Record<string, unknown>,
  paths: OpenAPIObject['paths'],
): Record<string, SchemaObject> {
  const rules = dtoSchemas();
  const schemas: Record<string, SchemaObject> = { ...RESPONSE_SCHEMAS };
  const pending = [...Object.keys(named), ...referencedIn(paths)];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (schemas[name]) continue;
    // Unknown fields are refused (the validation pipe's forbidNonWhitelisted).
    const schema = rules[name]
      ? { ...rules[name], additionalProperties: false }
      : (named[name] as SchemaObject);
    schemas[name] = schema;
    pending.push(...referencedIn(schema));
  }
  return schemas;
}

function referencedIn(value: unknown): string[] {
  const refs = JSON.stringify(value).matchAll(/"#\/components\/schemas\/(\w+)"/g);
  return [...refs].map(([, name]) => name);
}
