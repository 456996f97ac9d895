// The chunk LazyTooltip fetches: Mantine's Tooltip, with the positioning engine under it.
export { Tooltip } from '@mantine/core';
