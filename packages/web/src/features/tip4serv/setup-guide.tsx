import { Card, CardContent, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';

const steps = [
  {
    label: 'Create a Tip4Serv store',
    text: 'Sign up at tip4serv.com and create a store for your community.',
  },
  {
    label: "Add a server of type 'Discord bot'",
    text: "In your store add a server of type 'Discord bot' (custom) and copy its API key.",
  },
  {
    label: 'Paste the API key here and enable',
    text: 'Paste the key into the API Key field on this page, switch the integration on and save.',
  },
  {
    label: 'Add the commands to your products',
    text: 'Build the commands in the Command Builder tab and add them to your Tip4Serv products.',
  },
];

/** The four-step setup guide of the web-shop integration. */
export function SetupGuide() {
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Setup guide
        </Typography>
        <Stepper orientation="vertical" nonLinear activeStep={-1}>
          {steps.map((s) => (
            <Step key={s.label} expanded active>
              <StepLabel>{s.label}</StepLabel>
              <StepContent>
                <Typography variant="body2">{s.text}</Typography>
              </StepContent>
            </Step>
          ))}
        </Stepper>
      </CardContent>
    </Card>
  );
}
