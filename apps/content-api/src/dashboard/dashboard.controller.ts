import type { Dashboard, SuccessData } from '@hvac/contracts';
import { Access } from '@hvac/server-kit';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/envelope';
import { DashboardService } from './dashboard.service';
import { DashboardReply } from './dashboard-reply.dto';

@ApiTags('admin: dashboard')
@ApiBearerAuth()
@Access('owner', 'admin')
@Controller('api/admin')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('dashboard')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'The admin home figures: enquiries per week for the last 12 weeks (Toronto weeks from Monday, spam excluded), subscribers confirmed and pending, mails that failed or are being retried, the last backup of each kind, and the mail queue',
  })
  @ApiOkResponse({ type: DashboardReply })
  async figures(): Promise<SuccessData<Dashboard>> {
    return ok(await this.dashboard.figures());
  }
}
