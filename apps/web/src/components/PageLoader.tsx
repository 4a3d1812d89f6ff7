import { Center, Loader } from "@mantine/core";

/** A centred spinner while a page's code or first data loads. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? "100vh" : 320} role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
