import { Module } from '@nestjs/common';
import { AdminStatusService } from './admin-status.service';
import { AdminGuard } from './admin.guard';
import { AuthController } from './auth.controller';

@Module({
  controllers: [AuthController],
  providers: [AdminStatusService, AdminGuard],
  exports: [AdminStatusService, AdminGuard],
})
export class AuthModule {}
