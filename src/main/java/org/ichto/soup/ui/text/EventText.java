package org.ichto.soup.ui.text;

import org.ichto.shell.game.Seat;
import org.ichto.soup.board.CompassFace;
import org.ichto.soup.board.EnvironmentCard;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The game log in words: one line per event worth telling, in one language.
 *
 * <p>Left out, because another line says it already: a {@link SoupEvent.DecisionMade} whose effect has its
 * own event (a placement, a drift, a feeding, a purchase...), {@link SoupEvent.BpPaid} (the line of what was
 * paid for says it), {@link SoupEvent.AmoebaClung} (the clinging amoeba's move says it).
 */
public final class EventText {
    private final SoupTexts t;
    private final SoupBoard board;
    private final DecisionText decisions;

    public EventText(SoupTexts texts, SoupBoard board) {
        this.t = Objects.requireNonNull(texts, "texts");
        this.board = Objects.requireNonNull(board, "board");
        this.decisions = new DecisionText(texts, board);
    }

    /**
     * The log lines of one decision's events, in order. An amoeba's feeding right after its move goes on the
     * move's line ("... drifts from space 05 to space 06. It eats ..."): one line per amoeba and turn.
     */
    public List<String> lines(List<? extends SoupEvent> events, List<Seat> seats) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            SoupEvent e = events.get(i);
            String line = describe(e, seats);
            if (line == null) {
                continue;
            }
            if (e instanceof SoupEvent.AmoebaMoved m && i + 1 < events.size()
                    && events.get(i + 1) instanceof SoupEvent.Fed f && f.seat() == m.seat() && f.number() == m.number()) {
                line += " " + t.format(f.host() >= 0 ? "event.fed.after.host" : "event.fed.after",
                        t.cubes(f.eaten(), seats), who(seats, f.host())) + " "
                        + t.format("event.excreted", f.excreted(), t.colourOf(seats, f.seat()));
                i++;
            }
            out.add(line);
        }
        return out;
    }

    /** The line of an event, or null when another line tells it (see the class comment). */
    public String describe(SoupEvent e, List<Seat> seats) {
        String line = text(e, seats);
        return line == null ? null : Words.capitalised(line, seats);
    }

    private String who(List<Seat> seats, int seat) {
        return SoupTexts.seatName(seats, seat);
    }

    private String amoeba(List<Seat> seats, int seat, int number) {
        return Words.amoeba(t, seats, seat, number);
    }

    private String text(SoupEvent e, List<Seat> seats) {
        if (e instanceof SoupEvent.DecisionMade d) {
            return decisionLine(d, seats);
        }
        if (e instanceof SoupEvent.StartOrderDrawn o) {
            List<String> names = new ArrayList<>();
            o.order().forEach(s -> names.add(who(seats, s)));
            return t.format("event.startOrder", t.list(names));
        }
        if (e instanceof SoupEvent.StartSpaceChosen c) {
            return t.format("event.startSpace", who(seats, c.seat()), c.ladderSpace());
        }
        if (e instanceof SoupEvent.AmoebaPlaced p) {
            String key = p.paid() > 0 ? "event.divided" : p.damage() > 0 ? "event.placed.damage" : "event.placed";
            return t.format(key, who(seats, p.seat()), p.number(), t.space(p.space()), p.paid());
        }
        if (e instanceof SoupEvent.RoundStarted r) {
            return t.format("event.round", r.round());
        }
        if (e instanceof SoupEvent.PhaseStarted p) {
            return p.phase().number() == 1 ? null : t.format("event.phase", t.phase(p.phase()));
        }
        if (e instanceof SoupEvent.DiceRolled r) {
            return diceLine(r, seats);
        }
        if (e instanceof SoupEvent.AmoebaMoved m) {
            return moveLine(m, seats);
        }
        if (e instanceof SoupEvent.CubesCarried c) {
            return t.format("event.cubesCarried", amoeba(seats, c.seat(), c.number()), t.cubes(c.cubes(), seats));
        }
        if (e instanceof SoupEvent.CubesPutDown c) {
            return t.format("event.cubesPutDown", amoeba(seats, c.seat(), c.number()), t.cubes(c.cubes(), seats),
                    t.space(c.space()));
        }
        if (e instanceof SoupEvent.AmoebaClung || e instanceof SoupEvent.BpPaid) {
            return null;
        }
        if (e instanceof SoupEvent.Fed f) {
            String ate = t.format(f.host() >= 0 ? "event.fed.host" : "event.fed", amoeba(seats, f.seat(), f.number()),
                    t.cubes(f.eaten(), seats), t.space(f.space()), who(seats, f.host()));
            return ate + " " + t.format("event.excreted", f.excreted(), t.colourOf(seats, f.seat()));
        }
        if (e instanceof SoupEvent.Starved s) {
            return t.format("event.starved", amoeba(seats, s.seat(), s.number()), s.damage());
        }
        if (e instanceof SoupEvent.Attacked a) {
            return t.format("event.attacked", amoeba(seats, a.seat(), a.number()),
                    amoeba(seats, a.victimSeat(), a.victimNumber()));
        }
        if (e instanceof SoupEvent.Fought f) {
            return t.format(f.attackerWon() ? "event.fought.attacker" : "event.fought.defender", f.attackerRoll(),
                    f.defenderRoll());
        }
        if (e instanceof SoupEvent.AttackEnded a) {
            return t.format("event.attackEnded." + attackEnd(a.how()), amoeba(seats, a.seat(), a.number()));
        }
        if (e instanceof SoupEvent.Killed k) {
            return t.format(k.violent() ? "event.eaten" : "event.killed", amoeba(seats, k.seat(), k.number()),
                    t.space(k.space()), t.cubes(k.cubes(), seats));
        }
        if (e instanceof SoupEvent.EnvironmentTurned c) {
            EnvironmentCard card = board.environmentCards().get(c.card());
            return card.hasDrift() ? t.format("event.environment", c.ozone(), t.direction(card.drift()))
                    : t.format("event.environment.noDrift", c.ozone());
        }
        if (e instanceof SoupEvent.GeneDefect d) {
            return t.format("event.geneDefect", who(seats, d.seat()), d.owed());
        }
        if (e instanceof SoupEvent.GeneReturned r) {
            return t.format("event.geneReturned", who(seats, r.seat()), t.gene(board.gene(r.gene())));
        }
        if (e instanceof SoupEvent.DefectPaid p) {
            return t.format(p.paid() > p.owed() ? "event.defectPaid.lost" : "event.defectPaid", who(seats, p.seat()),
                    p.owed(), p.paid(), p.paid() - p.owed());
        }
        if (e instanceof SoupEvent.GeneBought b) {
            String gene = t.gene(board.gene(b.gene()));
            return b.gaveUp() >= 0
                    ? t.format("event.geneBought.givingUp", who(seats, b.seat()), gene, b.price(),
                    t.gene(board.gene(b.gaveUp())))
                    : t.format("event.geneBought", who(seats, b.seat()), gene, b.price());
        }
        if (e instanceof SoupEvent.BpReceived r) {
            return t.format("event.bpReceived", who(seats, r.seat()), r.bp());
        }
        if (e instanceof SoupEvent.DiedNaturally d) {
            return t.format("event.died", amoeba(seats, d.seat(), d.number()), t.space(d.space()),
                    t.cubes(d.cubes(), seats));
        }
        if (e instanceof SoupEvent.DamageTaken d) {
            return t.format("event.damage", amoeba(seats, d.seat(), d.number()), d.damage());
        }
        if (e instanceof SoupEvent.MarkerMoved m) {
            return t.format("event.marker", who(seats, m.seat()), m.from(), m.to(), m.to() - m.from());
        }
        if (e instanceof SoupEvent.GameOver o) {
            return t.format("event.gameOver", who(seats, o.winner()));
        }
        throw new IllegalArgumentException("no words for the event " + e);
    }

    /** A decision's own line, only where no event that follows says what it did. */
    private String decisionLine(SoupEvent.DecisionMade d, List<Seat> seats) {
        SoupDecision x = d.decision();
        boolean own = x instanceof SoupDecision.TakeDie || x instanceof SoupDecision.StopMoving
                || x instanceof SoupDecision.GiveIn || x instanceof SoupDecision.Defend
                || x instanceof SoupDecision.Escape || x instanceof SoupDecision.PassAggression
                || x instanceof SoupDecision.EndPurchase || x instanceof SoupDecision.EndDivision
                || x instanceof SoupDecision.MoveAgain
                || (x instanceof SoupDecision.Cling c && !c.cling())
                || (x instanceof SoupDecision.ChooseDirection c2 && c2.direction() == null);
        return own ? decisions.describe(x, d.seat(), seats) + "." : null;
    }

    private String diceLine(SoupEvent.DiceRolled r, List<Seat> seats) {
        List<String> faces = new ArrayList<>();
        for (int face : r.faces()) {
            faces.add(t.format("event.face", face, faceMeaning(face)));
        }
        return t.format("event.rolled", amoeba(seats, r.seat(), r.number()), t.list(faces));
    }

    /** What a die face means on the compass: "west", "stays", "a free choice". */
    public String faceMeaning(int face) {
        CompassFace f = board.compass(face);
        return f.direction() != null ? t.direction(f.direction()) : f.stays() ? t.get("die.stays")
                : t.get("die.chooses");
    }

    private String moveLine(SoupEvent.AmoebaMoved m, List<Seat> seats) {
        String subject = amoeba(seats, m.seat(), m.number());
        String how = m.how();
        String kind = how.startsWith("drifts") ? "drifts" : how.startsWith("moves") ? "moves"
                : how.startsWith("escapes") ? "escapes" : how.startsWith("clings") ? "clings" : "staysPut";
        if (kind.equals("staysPut")) {
            return t.format("event.staysPut", subject, t.space(m.from()));
        }
        if (m.from() == m.to()) {
            return t.format("event.blocked." + kind, subject, t.space(m.from()));
        }
        return t.format("event.moved." + kind, subject, t.space(m.from()), t.space(m.to()));
    }

    /** The text key of how an attack ended, from the rules' words for it. */
    static String attackEnd(String how) {
        if (how.contains(" ate ")) {
            return "ate";
        }
        if (how.contains("won the fight")) {
            return "fight";
        }
        if (how.contains("clung")) {
            return "clung";
        }
        if (how.contains("escaped")) {
            return "escaped";
        }
        if (how.contains("Armor")) {
            return "armor";
        }
        return "killed";
    }
}
