import { type INestApplication, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';

// @nestjs/swagger's metadata keys (its constants module is not exported).
const apiResponseKey = 'swagger/apiResponse';
const excludedControllerKey = 'swagger/apiExcludeController';
const inputFromUrl = new Set<number>([RouteParamtypes.QUERY, RouteParamtypes.PARAM]);
const badRequest = {
  description: 'A body that is not JSON, or a parameter or field the route refuses; the message says which',
  schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
};

// What every route answers whatever its own decorators list, added to its documentation where they do not:
// its success status (Swagger leaves it out once a route lists any error), and 400 where it takes input (every
// body goes through the JSON parser and the validation pipe; parameters through their pipes). Runs on the
// served and the committed document alike, so a new route is documented without anyone remembering.
export function documentSharedResponses(app: INestApplication): void {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller || Reflect.getMetadata(excludedControllerKey, controller)) continue;
    const classStatuses = Object.keys((Reflect.getMetadata(apiResponseKey, controller) as object | undefined) ?? {});
    for (const name of scanner.getAllMethodNames(controller.prototype as object)) {
      const handler = (controller.prototype as Record<string, object>)[name] as object;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (Reflect.getMetadata(PATH_METADATA, handler) === undefined || method === undefined) continue;
      const responses = { ...((Reflect.getMetadata(apiResponseKey, handler) as Record<string, unknown> | undefined) ?? {}) };
      const statuses = [...Object.keys(responses), ...classStatuses];
      if (!statuses.some((status) => /^[23]/.test(status))) {
        responses[String(Reflect.getMetadata(HTTP_CODE_METADATA, handler) ?? (method === RequestMethod.POST ? 201 : 200))] = { description: '' };
      }
      const args = Object.keys((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) as object | undefined) ?? {});
      const takesInput = method !== RequestMethod.GET || args.some((key) => inputFromUrl.has(Number(key.split(':')[0])));
      if (takesInput && !statuses.includes('400')) responses['400'] = badRequest;
      Reflect.defineMetadata(apiResponseKey, responses, handler);
    }
  }
}
