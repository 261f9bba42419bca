package org.ichto.urland.rules;

import org.ichto.urland.rules.GameState.ChipLocation;

/** The course of a turn: the chip choice, the Ichto players in order, scoring, the roles moving on, the draw. */
final class Turn {
    private Turn() {
    }

    static int baseActions(GameState s, int seat) {
        return (s.players == 3 ? 3 : 2) + (s.owns(seat, Gene.WARM_BLOOD) ? 1 : 0);
    }

    static String whyIllegalChoice(GameState s, Decision.ChooseChip d) {
        if (d.chip() < 1 || d.chip() > 12 || s.chipLoc[d.chip()] != ChipLocation.HAND.ordinal()) {
            return "chip " + d.chip() + " is not in the environment player's hand";
        }
        return null;
    }

    static void chooseChip(GameState s, int chip) {
        int dummy = s.dummy();
        for (int c = 1; c < GameState.CHIPS; c++) {
            if (s.chipLoc[c] == ChipLocation.HAND.ordinal()) {
                s.setChip(c, c == chip ? ChipLocation.CHOSEN : ChipLocation.DUMMY);
                if (c != chip) {
                    s.knownChipsW()[dummy] |= 1 << c;
                }
            }
        }
        s.events.accept(new GameEvent.ChipChosen(s.env));
        startIchtoPlayer(s, (s.env + 2) % s.players);
    }

    static void startIchtoPlayer(GameState s, int seat) {
        s.phase = Phase.ACTIONS;
        s.actor = seat;
        s.actionsLeft = baseActions(s, seat);
        s.extraUsed = false;
    }

    /** After an action: the player goes on while actions (or a playable extra-turn chip) remain. */
    static void afterAction(GameState s) {
        if (s.actionsLeft == 0 && !canPlayExtraTurn(s)) {
            endIchtoPlayer(s);
        }
    }

    static boolean canPlayExtraTurn(GameState s) {
        return !s.extraUsed && s.extraChips[s.actor] > 0;
    }

    static void endIchtoPlayer(GameState s) {
        s.actionsLeft = 0;
        s.extraUsed = false;
        int next = (s.actor + 1) % s.players;
        if (next == s.env) {
            scoreTurn(s);
        } else {
            startIchtoPlayer(s, next);
        }
    }

    private static void scoreTurn(GameState s) {
        int chip = 0;
        for (int c = 1; c < GameState.CHIPS; c++) {
            if (s.chipLoc[c] == ChipLocation.CHOSEN.ordinal()) {
                chip = c;
            }
        }
        int[] points = Scoring.scoreRegion(s, s.regionOf[chip - 1], chip);
        makePublic(s, chip, ChipLocation.SCORED);
        Track.move(s, points, true);
        if (Track.goalReached(s)) {
            FinalScoring.run(s);
        } else if (s.pendingMutations > 0) {
            s.mutationThenNewEpoch = false;
            Auction.start(s);
        } else {
            nextTurn(s);
        }
    }

    static void makePublic(GameState s, int chip, ChipLocation loc) {
        s.setChip(chip, loc);
        for (int seat = 0; seat < s.players; seat++) {
            s.knownChipsW()[seat] &= ~(1 << chip);
        }
    }

    /** Roles move one seat clockwise; the dummy becomes the environment player and draws. */
    static void nextTurn(GameState s) {
        s.turn++;
        s.env = (s.env + 1) % s.players;
        for (int c = 1; c < GameState.CHIPS; c++) {
            if (s.chipLoc[c] == ChipLocation.DUMMY.ordinal()) {
                s.setChip(c, ChipLocation.HAND);
            }
        }
        s.events.accept(new GameEvent.TurnStarted(s.turn, s.env, s.dummy()));
        draw(s);
    }

    /**
     * The environment player draws up to 3 chips. The panic chip breaks out when drawn, even as the
     * deck's last chip (it may need decisions, after which the draw resumes here). An empty deck ends
     * the epoch (ruling 16).
     */
    static void draw(GameState s) {
        while (handSize(s) < 3) {
            if (s.deckSize == 0) {
                Volcano.endEpoch(s);
                return;
            }
            int chip = s.deck[--s.deckSize];
            if (chip == GameState.PANIC) {
                s.setChip(GameState.PANIC, ChipLocation.DRAWN_PANIC);
                s.events.accept(new GameEvent.PanicDrawn());
                if (Panic.start(s)) {
                    return;
                }
                continue;
            }
            s.setChip(chip, ChipLocation.HAND);
            s.knownChipsW()[s.env] |= 1 << chip;
        }
        s.phase = Phase.CHOOSE_CHIP;
        s.actor = s.env;
    }

    static int handSize(GameState s) {
        int n = 0;
        for (int c = 1; c < GameState.CHIPS; c++) {
            if (s.chipLoc[c] == ChipLocation.HAND.ordinal()) {
                n++;
            }
        }
        return n;
    }
}
