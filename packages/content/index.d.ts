/** Absolute path of the content tree (the folder holding the section folders). */
export declare const contentDir: string;
/** Absolute path of the static files (images referenced as `/img/...`). */
export declare const staticDir: string;
/** The sections of the site in navbar order, with their labels. */
export declare const sections: ReadonlyArray<{ id: string; label: string }>;
