package org.ichto.soup.view;

import org.ichto.soup.board.EnvironmentCard;
import org.ichto.soup.board.Gene;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.rules.SoupStates;

import java.util.Locale;

/**
 * A position of Primordial Soup in plain text, for the command line and test failures: where the game
 * stands, each seat's marker, BP, amoebas and genes, and every space of the soup with its food and
 * amoebas. Only public facts: the order of the face-down cards is not shown.
 */
public final class PositionText {
    private PositionText() {
    }

    public static String describe(SoupState s) {
        StringBuilder b = new StringBuilder();
        b.append(where(s)).append('\n');
        EnvironmentCard card = s.environment();
        String drift = card == null ? "" : card.hasDrift() ? "drift " + card.drift().code() : "no drift";
        b.append("Environment card: ").append(card == null ? "none" : "ozone " + card.ozone() + ", " + drift)
                .append("; ").append(s.deckSize()).append(s.deckSize() == 1 ? " card" : " cards")
                .append(" face down\n");
        b.append(s.isOver() ? "Game over, winner seat " + SoupStates.furthestMarker(s)
                : "Waiting for " + SoupRules.describeWait(s)).append('\n');
        b.append("Seat  ladder   BP  amoebas  damage  genes\n");
        for (int seat = 0; seat < s.players(); seat++) {
            int damage = 0;
            for (int n = 1; n <= s.amoebasPerPlayer(); n++) {
                damage += s.damage(seat, n);
            }
            StringBuilder genes = new StringBuilder();
            for (int g : s.genesOf(seat)) {
                genes.append(genes.length() == 0 ? "" : ", ").append(s.board().gene(g).name());
            }
            b.append(String.format(Locale.ROOT, "%4d  %6d  %3d  %7d  %6d  %s", seat, s.score(seat), s.bp(seat),
                    s.amoebasOnBoard(seat), damage, genes).stripTrailing()).append('\n');
        }
        b.append("Soup (cubes per colour, seat 0 first; amoebas as seat.number, a * per damage point):\n");
        for (int space = 0; space < SoupBoard.SPACES; space++) {
            b.append("  ").append(SoupBoard.label(space)).append(' ');
            for (int c = 0; c < s.players(); c++) {
                b.append(String.format(Locale.ROOT, " %2d", s.food(space, c)));
            }
            for (int seat = 0; seat < s.players(); seat++) {
                for (int n = 1; n <= s.amoebasPerPlayer(); n++) {
                    if (s.amoebaSpace(seat, n) == space) {
                        b.append("  ").append(seat).append('.').append(n).append("*".repeat(s.damage(seat, n)));
                    }
                }
            }
            b.append('\n');
        }
        b.append("Supply:");
        for (int c = 0; c < s.players(); c++) {
            b.append(' ').append(s.supply(c));
        }
        b.append("\nGenes in the pool:");
        boolean any = false;
        for (Gene g : s.board().genes()) {
            int n = s.inPool(g.index());
            if (n > 0) {
                b.append(any ? ", " : " ").append(g.name()).append(n > 1 ? " x" + n : "");
                any = true;
            }
        }
        return b.append(any ? "" : " none").append('\n').toString();
    }

    /** "Round 2, phase 3 (new genes)", or the step of the setup. */
    private static String where(SoupState s) {
        Phase p = s.phase();
        String name = p.name().toLowerCase(Locale.ROOT).replace('_', ' ');
        if (p.isSetup()) {
            return "Setup: " + name.substring("setup ".length());
        }
        if (p == Phase.GAME_OVER) {
            return "Round " + s.round() + ", the game is over";
        }
        return "Round " + s.round() + ", phase " + p.number() + " (" + name + ")";
    }
}
