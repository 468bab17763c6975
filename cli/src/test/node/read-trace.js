// Reads an eventbind trace with @tracerbench/trace-model and prints what that reader saw, as one JSON line, for
// the JUnit test to compare with the project's own reading. Exits 1 when the model cannot be built.
'use strict';
const fs = require('fs');
const { buildModel } = require('@tracerbench/trace-model');

const file = process.argv[2];
let model;
try {
  model = buildModel(JSON.parse(fs.readFileSync(file, 'utf8')));
} catch (error) {
  console.error('trace-model could not read ' + file + ': ' + (error && error.stack || error));
  process.exit(1);
}
const count = (events, test) => events.filter(test).length;
console.log(JSON.stringify({
  processes: model.processes.map((p) => ({
    pid: p.id,
    name: p.name,
    threads: p.threads.map((t) => ({
      tid: t.id,
      name: t.name,
      complete: count(t.events, (e) => e.isComplete()),
      instant: count(t.events, (e) => e.isInstant() || e.ph === 'i'),
      flowBegin: count(t.events, (e) => e.isFlowBegin()),
      flowEnd: count(t.events, (e) => e.isFlowEnd()),
    })),
  })),
  uncategorized: count(model.events, (e) => !Array.isArray(e.cat) || e.cat.length === 0 || e.cat[0] === ''),
  events: model.events.length,
}));
