package org.ichto.shell.tutorial;

import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.SeatDecision;

import java.util.List;

/**
 * A lesson of a game, the guided first game of its tutorial: a game record to play from its start (the seats, a
 * seed or a start position, and every decision of the lesson, the computers' too) and the steps told over it.
 * The computers play the record's decisions, so the lesson is the same game every time; the human is asked for
 * the record's decision at each {@link LessonStep.Kind#PLAY} step. Checked when read ({@link Lessons}): every
 * decision is legal where it stands, and the human takes none that no step asks for.
 *
 * @param id     names the lesson in the player's saved progress (a changed lesson gets a new id)
 * @param record the game of the lesson: exactly one human seat, and as many decisions as the lesson plays
 * @param steps  in the order they are told
 * @param <S>    the game's state
 * @param <D>    the game's decision
 */
public record Lesson<S, D>(String id, GameRecord<S, D> record, List<LessonStep> steps) {
    public Lesson {
        steps = List.copyOf(steps);
    }

    /** The seat of the player who takes the lesson. */
    public int human() {
        for (int seat = 0; seat < record.seats().size(); seat++) {
            if (record.seats().get(seat).human()) {
                return seat;
            }
        }
        return -1;
    }

    /** The number of decisions the lesson plays: after them it is over and the game goes on as any other. */
    public int end() {
        return record.decisions().size();
    }

    /** The record's decision number {@code index}. */
    public SeatDecision<D> decision(int index) {
        return record.decisions().get(index);
    }

    /** The number of steps. */
    public int size() {
        return steps.size();
    }

    public LessonStep step(int index) {
        return steps.get(index);
    }
}
