// Preload (`node --import <this file>`): appends to the file named by RECORD_IMPORTS_FILE the URL of
// every module the process imports (ESM resolution: static and dynamic imports), one per line.
import { register } from "node:module";

register("./record-imports-hooks.mjs", import.meta.url, { data: { file: process.env.RECORD_IMPORTS_FILE } });
