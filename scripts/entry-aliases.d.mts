export declare const entryAliases: { find: string | RegExp; replacement: string }[];
