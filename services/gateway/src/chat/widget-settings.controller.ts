import { Controller, Get, Header } from '@nestjs/common';
import { WidgetSettings } from '@caddie/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswers } from '../api-document/api-decorators';
import { GatewayConfig } from '../config/gateway.config';

@ApiTags('chat')
@Controller('chat')
export class WidgetSettingsController {
  constructor(private readonly config: GatewayConfig) {}

  /** The /embed page's name and greeting (WIDGET_NAME, WIDGET_GREETING). */
  @Get('widget')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: "The chat widget's assistant name and greeting, as the shop set them" })
  @ApiAnswers('WidgetSettings', 'The name and the first message')
  settings(): WidgetSettings {
    return { name: this.config.WIDGET_NAME, greeting: this.config.WIDGET_GREETING };
  }
}
