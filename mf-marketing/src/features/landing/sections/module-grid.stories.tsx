import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ModuleGrid } from './module-grid';

/** The five company modules, each with what it does and where to start (text from the core namespace). */
const meta = {
  title: 'Landing/ModuleGrid',
  component: ModuleGrid,
  args: { title: 'Five modules, one register', lead: 'Switch on the modules your team needs.' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ModuleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnSoftBackground: Story = { args: { soft: true, lead: undefined } };
