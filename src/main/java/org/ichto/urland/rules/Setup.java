package org.ichto.urland.rules;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState.ChipLocation;

import java.util.ArrayList;
import java.util.List;

/** Preparation (rules 1.1-1.8, rulings 1-3). Setup holds no decisions: it is all chance, from the seed. */
final class Setup {
    private Setup() {
    }

    static GameState newGame(Board board, int players, long seed) {
        GameState s = new GameState(board, players);
        s.rng = seed;
        int n = players;
        for (int seat = 0; seat < n; seat++) {
            for (int o = 0; o < Board.OCEANS; o++) {
                s.add(Board.oceanPlace(o), seat, 3);
            }
            s.reserve[seat] = GameState.ICHTOS_PER_COLOUR - 3 * Board.OCEANS - 1;
            s.extraChipsW()[seat] = n == 3 ? 1 : 2;
        }

        // The first volcano: a random chip, its area bridged to the next; the chip leaves the game.
        int[] chips = new int[Board.AREAS];
        for (int i = 0; i < chips.length; i++) {
            chips[i] = i + 1;
        }
        s.shuffle(chips, chips.length);
        int first = chips[0];
        Volcano.merge(s, first - 1);
        s.setChip(first, ChipLocation.REMOVED);
        s.setChip(GameState.PANIC, ChipLocation.DECK);

        // Deal 2 chips each (3 with 3 players); one Ichto on each.
        int perSeat = n == 3 ? 3 : 2;
        int[][] dealt = new int[n][perSeat];
        int next = 1;
        int start = 0;
        int highest = 0;
        for (int seat = 0; seat < n; seat++) {
            for (int k = 0; k < perSeat; k++) {
                int chip = chips[next++];
                dealt[seat][k] = chip;
                placeOnChip(s, seat, chip);
                if (chip > highest) {
                    highest = chip;
                    start = seat;
                }
            }
        }
        // Start player on space 1, then counter-clockwise on 2, 3, ...
        for (int i = 0; i < n; i++) {
            s.track[(start - i + n) % n] = 1 + i;
        }
        // Each passes one chip at random to each neighbour (with 3 players one is kept) and places on those received.
        for (int seat = 0; seat < n; seat++) {
            s.shuffle(dealt[seat], perSeat);
            int offset = perSeat - 2;
            placeOnChip(s, (seat + 1) % n, dealt[seat][offset]);
            placeOnChip(s, (seat - 1 + n) % n, dealt[seat][offset + 1]);
        }

        // Genes: 4 face up (3 with 3 players, Stinkglands and Muscles out).
        List<Gene> inGame = new ArrayList<>();
        for (Gene g : Gene.values()) {
            s.geneOwnerW()[g.ordinal()] = g.inGameWith(n) ? -1 : -2;
            if (g.inGameWith(n)) {
                inGame.add(g);
            }
        }
        int[] pile = new int[inGame.size()];
        for (int i = 0; i < pile.length; i++) {
            pile[i] = inGame.get(i).ordinal();
        }
        s.shuffle(pile, pile.length);
        int shown = n == 3 ? 3 : 4;
        for (int i = 0; i < shown; i++) {
            s.geneDisplay |= 1 << pile[i];
        }
        s.genePileSize = pile.length - shown;
        for (int i = 0; i < s.genePileSize; i++) {
            s.genePileW()[i] = pile[shown + i];
        }

        // The 11 area chips: the start player draws 3, then the panic chip is shuffled into the other 8.
        int[] deck = new int[GameState.CHIPS];
        int size = 0;
        for (int c = 1; c <= Board.AREAS; c++) {
            if (c != first) {
                deck[size++] = c;
            }
        }
        s.shuffle(deck, size);
        for (int k = 0; k < 3; k++) {
            int chip = deck[--size];
            s.setChip(chip, ChipLocation.HAND);
            s.knownChipsW()[start] |= 1 << chip;
        }
        deck[size++] = GameState.PANIC;
        s.shuffle(deck, size);
        s.deck = deck;
        s.deckSize = size;
        for (int i = 0; i < size; i++) {
            s.setChip(deck[i], ChipLocation.DECK);
        }

        s.epoch = 1;
        s.turn = 1;
        s.env = start;
        s.phase = Phase.CHOOSE_CHIP;
        s.actor = start;
        return s;
    }

    private static void placeOnChip(GameState s, int seat, int chip) {
        s.add(s.regionOf[chip - 1], seat, 1);
        s.reserve[seat]--;
    }
}
