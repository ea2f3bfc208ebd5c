// HarnessTesting
