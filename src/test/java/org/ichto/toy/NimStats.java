package org.ichto.toy;

import org.ichto.shell.game.LabStats;
import org.ichto.toy.NimDecision.Take;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** How an entry plays Hidden Nim: how often it spends its joker and how it sizes its takes. */
final class NimStats implements LabStats<NimState, NimDecision> {
    static final List<String> KINDS = List.of("take 1", "take 2", "take 3", "joker");

    @Override
    public List<String> columns() {
        return List.of("jokers/game", "take-3");
    }

    @Override
    public Tally<NimState, NimDecision> tally() {
        return new Tally<>() {
            /** Decisions per kind, in the order of KINDS. */
            private final long[] counts = new long[KINDS.size()];

            @Override
            public void decided(NimState before, NimDecision d) {
                counts[d instanceof Take t ? t.count() - 1 : 3]++;
            }

            @Override
            public void gameOver(NimState end, int seat) {
            }

            @Override
            public Behaviour result(int games) {
                long all = java.util.Arrays.stream(counts).sum();
                Map<String, Double> shares = new LinkedHashMap<>();
                for (int k = 0; k < KINDS.size(); k++) {
                    shares.put(KINDS.get(k), all == 0 ? 0 : counts[k] / (double) all);
                }
                double jokersPerGame = games == 0 ? 0 : counts[3] / (double) games;
                Map<String, Object> figures = new LinkedHashMap<>();
                figures.put("decisions", all);
                figures.put("jokersPerGame", jokersPerGame);
                figures.put("shares", shares);
                return new Behaviour(List.of(String.format(Locale.ROOT, "%.2f", jokersPerGame),
                        String.format(Locale.ROOT, "%.1f%%", 100 * shares.get("take 3"))),
                        "Decisions (share of each kind)", "decision", shares, figures);
            }
        };
    }
}
