import { createTRPCReact } from "@trpc/react-query";
import type { AppRouter, RouterOutputs } from "@labcompare/api";
export const trpc = createTRPCReact<AppRouter>();
export type Outputs = RouterOutputs;
