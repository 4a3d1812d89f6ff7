import { Alert, Text, type AlertProps } from "@mantine/core";

/**
 * A Mantine Alert whose `title` is bold small text in `titleColor` (a dark shade of the alert's
 * colour, readable at AA on its light background). Other props: Alert's (`color`, `icon`, `role`,
 * `mb`, `data-testid`, `children`…).
 */
export function TitledAlert({ title, titleColor, ...props }: AlertProps & { titleColor: string }) {
  return (
    <Alert
      {...props}
      title={
        <Text span fw={700} fz="sm" c={titleColor}>
          {title}
        </Text>
      }
    />
  );
}
