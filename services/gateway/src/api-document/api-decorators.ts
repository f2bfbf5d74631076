import { applyDecorators } from '@nestjs/common';
import { ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { RESPONSE_SCHEMAS } from './response-schemas';
import { dtoProperties, schemaRef } from './request-schemas';

/** Documents a route's query parameters from the DTO its @Query() takes. */
export function ApiQueryFrom(dto: new () => object): MethodDecorator {
  return applyDecorators(
    ...dtoProperties(dto).map(({ name, required, schema }) => ApiQuery({ name, required, schema })),
  );
}

/** Documents a route's path parameters from the DTO its @Param() takes. */
export function ApiPathFrom(dto: new () => object): MethodDecorator {
  return applyDecorators(
    ...dtoProperties(dto).map(({ name, schema }) => ApiParam({ name, schema })),
  );
}

/** What the route answers on success: a schema of response-schemas.ts. */
export function ApiAnswers(
  name: keyof typeof RESPONSE_SCHEMAS & string,
  description: string,
  status = 200,
): MethodDecorator {
  return ApiResponse({ status, description, schema: schemaRef(name) });
}
