/**
 * The Todoist node's editor look-ups, as n8n's node reads them: projects (a list to search, and
 * options), the chosen project's sections, its tasks (in a section when one is chosen) and labels
 * (by id in version 1, by name from version 2, which sends label names).
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { todoistRequest } from './api.js';

type Json = Record<string, any>;

const get = async (ctx: NodeMethodContext, endpoint: string, qs?: Json) =>
  ((await todoistRequest(ctx, {
    authentication: ctx.getNodeParameter('authentication', 'apiKey'),
    api: 'rest',
    method: 'GET',
    endpoint,
    qs,
  })) ?? []) as Json[];

/** The project the options or filters name, else the one chosen on the node. */
function projectOf(ctx: NodeMethodContext): { project: unknown; options: Json } {
  const options = {
    ...((ctx.getNodeParameter('options', {}) ?? {}) as Json),
    ...((ctx.getNodeParameter('filters', {}) ?? {}) as Json),
  };
  return { project: options.projectId ?? ctx.getCurrentNodeParameter('project', { extractValue: true }), options };
}

/** Todoist's look-ups for one version (a label option answers its id in 1, its name from 2). */
export function todoistMethods(version: 1 | 2): NodeMethods {
  return {
    listSearch: {
      async searchProjects(ctx, filter) {
        const projects = await get(ctx, '/projects');
        const kept =
          version === 1
            ? projects
            : projects.filter(
                (project) => !filter || String(project.name).toLowerCase().includes(filter.toLowerCase()),
              );
        return { results: kept.map((project) => ({ name: project.name, value: project.id })) };
      },
      ...(version === 1
        ? {
            async searchLabels(ctx: NodeMethodContext) {
              return { results: (await get(ctx, '/labels')).map((label) => ({ name: label.name, value: label.id })) };
            },
          }
        : {}),
    },
    loadOptions: {
      async getProjects(ctx) {
        return (await get(ctx, '/projects')).map((project): NodePropertyOption => ({
          name: project.name,
          value: project.id,
        }));
      },
      async getSections(ctx) {
        const { project } = projectOf(ctx);
        if (!project) return [];
        return (await get(ctx, '/sections', { project_id: project })).map((section): NodePropertyOption => ({
          name: section.name,
          value: section.id,
        }));
      },
      async getItems(ctx) {
        const { project, options } = projectOf(ctx);
        const section = options.sectionId || options.section || ctx.getCurrentNodeParameter('sectionId');
        if (!project) return [];
        const qs = section ? { project_id: project, section_id: section } : { project_id: project };
        return (await get(ctx, '/tasks', qs)).map((task): NodePropertyOption => ({
          name: task.content,
          value: task.id,
        }));
      },
      async getLabels(ctx) {
        return (await get(ctx, '/labels')).map((label): NodePropertyOption => ({
          name: label.name,
          value: version === 1 ? label.id : label.name,
        }));
      },
    },
  };
}
