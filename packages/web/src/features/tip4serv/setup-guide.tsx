import { Card, CardContent, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';

import { useTip4ServT } from './texts';

const steps = ['store', 'server', 'key', 'commands'] as const;

/** The four-step setup guide of the web-shop integration. */
export function SetupGuide() {
  const t = useTip4ServT();
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('guide')}
        </Typography>
        <Stepper orientation="vertical" nonLinear activeStep={-1}>
          {steps.map((s) => (
            <Step key={s} expanded active>
              <StepLabel>{t(`step.${s}`)}</StepLabel>
              <StepContent>
                <Typography variant="body2">{t(`step.${s}Text`)}</Typography>
              </StepContent>
            </Step>
          ))}
        </Stepper>
      </CardContent>
    </Card>
  );
}
