import { defineEventHandler } from 'h3';
import { contactSettings } from '#server/services/settings/settings.service.ts';
import { useApp } from '#server/utils/app.ts';

export default defineEventHandler(() => contactSettings(useApp()));
