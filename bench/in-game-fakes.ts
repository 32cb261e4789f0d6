/**
 * Child process of bench/in-game-reader.ts: N game servers speaking real Source RCON on 127.0.0.1 (the
 * tests' fake, with its chat buffer emptied by GetChat), so their CPU is not counted in the reader's process.
 * Messages: parent -> {say: [index, line]}; child -> {ports}, {replied: [index, ms]} (line said -> the first
 * ServerChatTo to that server after it), {polls} (GetChat count so far).
 */
import { startFakeRcon, type FakeRconServer } from '../packages/server/src/integrations/rcon/fake-server';

const n = Number(process.env.FAKES ?? 500);
const password = process.env.FAKE_PASSWORD ?? 'bench';
const fakes: FakeRconServer[] = [];
for (let i = 0; i < n; i++) {
  fakes.push(
    await startFakeRcon({
      password,
      players: [{ name: `Bench ${i}`, eosId: `0002be9c${String(i).padStart(24, '0')}` }],
    }),
  );
}
const waiting = new Map<number, { at: number; seen: number }>();
process.on('message', (m: { say?: [number, string]; polls?: true; stop?: true }) => {
  if (m.say) {
    const [i, line] = m.say;
    const f = fakes[i]!;
    waiting.set(i, { at: performance.now(), seen: f.commands.length });
    f.say(line);
  }
  if (m.polls)
    process.send!({ polls: fakes.reduce((s, f) => s + f.commands.filter((c) => c === 'GetChat').length, 0) });
  if (m.stop) void Promise.all(fakes.map((f) => f.close())).then(() => process.exit(0));
});
setInterval(() => {
  for (const [i, w] of waiting) {
    const cmds = fakes[i]!.commands;
    for (let k = w.seen; k < cmds.length; k++)
      if (cmds[k]!.startsWith('ServerChatTo')) {
        process.send!({ replied: [i, performance.now() - w.at] });
        waiting.delete(i);
        break;
      }
  }
}, 10).unref();
process.send!({ ports: fakes.map((f) => f.port) });
