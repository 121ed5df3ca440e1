export declare const NGINX_TEMPLATES: { lb: string; cdn: string };
export declare function templateNames(template: string): string[];
export declare function renderNginx(template: string, values: Record<string, string>): string;
export declare function readNginxTemplate(service: 'lb' | 'cdn'): string;
